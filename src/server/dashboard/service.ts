/**
 * The admin's dashboard (issue 11): today's and this month's orders and revenue (India's calendar), orders waiting
 * to ship, low-stock sizes, new contact messages, complaints past a deadline of rule 4(5), the latest reviews and the
 * sales of the last 30 days. It owns no
 * table: each figure is one grouped query asked of the domain that owns it, all run at once.
 */
import { indianDate } from '../../shop/dates.ts';
import { indiaDayStart } from '../../shop/admin/orders.ts';
import type { Paise } from '../../shop/money.ts';
import type { LowStockSize, StockReport } from '../catalog/stock-report.ts';
import type { OrderAdminReads, SalesFigure } from '../orders/admin-reads.ts';
import type { RecentReview, RecentReviews } from '../reviews/recent.ts';

export const SALES_CHART_DAYS = 30;

export type Dashboard = {
  /** India's date the figures are for (YYYY-MM-DD). */
  today: string;
  todaySales: SalesFigure;
  monthSales: SalesFigure;
  waitingToShip: number;
  lowStock: { sizes: LowStockSize[]; total: number };
  newMessages: number;
  /** Complaints (contact messages) past their 48-hour acknowledgement or one-month resolution: the inbox's count. */
  overdueComplaints: number;
  latestReviews: RecentReview[];
  /** One entry per India day, oldest first, the last being today (0 on days without a sale). */
  salesByDay: Array<{ day: string; orders: number; revenuePaise: Paise }>;
};

/** India's calendar days from `days - 1` days before `today` up to `today` (YYYY-MM-DD). */
export function lastDays(today: string, days: number): string[] {
  const end = indiaDayStart(today).getTime();
  return Array.from({ length: days }, (_, i) => indianDate(new Date(end - (days - 1 - i) * 86_400_000)));
}

export function createDashboard(deps: {
  orders: Pick<OrderAdminReads, 'salesSince' | 'waitingToShip' | 'salesByDay'>;
  stock: Pick<StockReport, 'lowStock'>;
  /** Unread contact messages (not archived) and overdue complaints: the inbox's own counts. */
  contact: { unreadCount(): Promise<number>; overdueCount(): Promise<number> };
  reviews: Pick<RecentReviews, 'recent'>;
}) {
  return {
    async figures(now = new Date()): Promise<Dashboard> {
      const today = indianDate(now);
      const todayStart = indiaDayStart(today);
      const monthStart = indiaDayStart(`${today.slice(0, 8)}01`);
      const days = lastDays(today, SALES_CHART_DAYS);
      const [sales, waitingToShip, lowStock, newMessages, overdueComplaints, latestReviews, byDay] = await Promise.all([
        deps.orders.salesSince(todayStart, monthStart),
        deps.orders.waitingToShip(),
        deps.stock.lowStock(10),
        deps.contact.unreadCount(),
        deps.contact.overdueCount(),
        deps.reviews.recent(5),
        deps.orders.salesByDay(indiaDayStart(days[0]!)),
      ]);
      const found = new Map(byDay.map((d) => [d.day, d]));
      return {
        today,
        todaySales: sales.today,
        monthSales: sales.month,
        waitingToShip,
        lowStock,
        newMessages,
        overdueComplaints,
        latestReviews,
        salesByDay: days.map((day) => found.get(day) ?? { day, orders: 0, revenuePaise: 0 as Paise }),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboard>;
