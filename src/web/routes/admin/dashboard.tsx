import type { Route } from './+types/dashboard.ts';

/** The admin's home. (The dashboard's figures and chart come with the orders work of issue 11.) */
export default function AdminDashboard(_: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">Dashboard</h1>
    </div>
  );
}
