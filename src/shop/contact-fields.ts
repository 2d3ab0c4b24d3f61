/**
 * The contact form's limits and texts, without zod: the page imports these at once and loads the schema
 * (src/shop/contact.ts) only when the visitor starts filling the form, so zod stays out of its first-load JS.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, comment: 5000 } as const;

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you within 24 hours.';

export type ContactField = keyof typeof CONTACT_LIMITS;
export type ContactErrors = Partial<Record<ContactField, string>>;
