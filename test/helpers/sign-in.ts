import type { Express } from 'express';
import request from 'supertest';
import type { CreatedUser } from '../factories/users';

/** A supertest agent holding the session of `user`. */
export async function signedInAgent(app: Express, user: CreatedUser) {
  const agent = request.agent(app);
  const response = await agent
    .post('/api/auth/login')
    .send({ username: user.username, password: user.password });
  if (response.status !== 200)
    throw new Error(`sign-in failed for ${user.username}: ${response.status}`);
  return agent;
}
