/** Class names shared by the admin's pages, so forms and buttons look alike everywhere. */
export const adminUi = {
  h1: 'text-2xl font-semibold',
  input: 'mt-1 w-full rounded border border-stone-300 bg-white px-3 py-2 text-sm',
  label: 'block text-sm font-medium text-stone-800',
  fieldError: 'mt-1 text-sm text-red-700',
  button: 'rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60',
  secondary: 'rounded border border-stone-300 bg-white px-3 py-1.5 text-sm disabled:opacity-60',
  danger: 'rounded border border-red-300 bg-white px-3 py-1.5 text-sm text-red-800 disabled:opacity-60',
  card: 'rounded border border-stone-200 bg-white p-4',
  alert: 'rounded bg-red-50 px-3 py-2 text-sm text-red-800',
  note: 'rounded bg-green-50 px-3 py-2 text-sm text-green-800',
} as const;
