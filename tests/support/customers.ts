/** Signs up customers through the API for tests; requests then carry `Authorization: Bearer <token>`. */
import type { FastifyInstance } from 'fastify';

export type TestCustomer = { id: string; email: string; token: string; auth: { authorization: string } };

let counter = 0;

export async function signUp(app: FastifyInstance, name = 'Asha Verma'): Promise<TestCustomer> {
  counter += 1;
  const email = `customer${counter}.${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, phone: '9876543210', password: 'secret123', confirmPassword: 'secret123' },
  });
  if (res.statusCode >= 300) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { id: body.user._id, email, token: body.authToken, auth: { authorization: `Bearer ${body.authToken}` } };
}
