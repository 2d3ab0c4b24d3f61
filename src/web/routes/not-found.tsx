import { data } from 'react-router';

/** Any path no other route matches: a real HTTP 404, rendered by the root error boundary inside the shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
