/** Customers made for a spec through the API. */
import { expect, type Page } from '@playwright/test';

let counter = 0;

/**
 * Registers a new customer (Camille Martin, a username and email of their own) with the page's own
 * request context: the browser shares its session cookie, so the page is signed in as them. Answers
 * what was registered.
 */
export async function registerInBrowser(page: Page, password: string) {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  const input = {
    firstName: 'Camille',
    lastName: 'Martin',
    username: `camille_${unique}`,
    email: `camille.${unique}@example.com`,
    password,
    confirmPassword: password,
  };
  const response = await page.request.post('/graphql', {
    data: {
      query: `mutation Register($input: RegisterInput!) { register(input: $input) { errors { field code } } }`,
      variables: { input },
    },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { data: { register: { errors: unknown[] } } };
  expect(body.data.register.errors).toEqual([]);
  return input;
}
