/** The admin's dashboard figures (issue 11): the same call the /admin page's loader makes in-process. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { adminRoute } from './guard.ts';

const sales = z.object({ orders: z.number().int(), revenuePaise: z.number().int() });

export const dashboardAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/admin/dashboard',
    {
      ...adminRoute(services, 'staff'),
      schema: {
        tags: ['admin'],
        summary:
          "Today's and this month's orders and revenue (India time), to ship, low stock, messages, reviews, sales",
        response: {
          200: z.object({
            today: z.string(),
            todaySales: sales,
            monthSales: sales,
            waitingToShip: z.number().int(),
            lowStock: z.object({
              sizes: z.array(
                z.object({
                  productId: z.string(),
                  name: z.string(),
                  slug: z.string(),
                  size: z.string(),
                  sku: z.string(),
                  stock: z.number().int(),
                }),
              ),
              total: z.number().int(),
            }),
            newMessages: z.number().int(),
            overdueComplaints: z.number().int(),
            latestReviews: z.array(
              z.object({
                id: z.string(),
                rating: z.number(),
                text: z.string(),
                reviewer: z.string(),
                product: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
                createdAt: z.string(),
              }),
            ),
            salesByDay: z.array(sales.extend({ day: z.string() })),
          }),
        },
      },
    },
    async () => services.dashboard.figures(),
  );
};
