/** The JWT login plugin and its secret: customers' passwords are checked by it. */
import { describe, fail, ok, type CheckResult, type DoctorContext } from './check';

export async function checkJwt({ http }: DoctorContext): Promise<CheckResult> {
  const name = 'JWT login plugin';
  try {
    // A login nobody has: the plugin refuses it with its own code; without the plugin, no route.
    const answer = await http.publicPost('jwt-auth/v1/token', {
      username: 'storefront-doctor@invalid.example',
      password: 'not-a-password',
    });
    const code = String((answer.data as { code?: unknown } | null)?.code ?? '');
    if (code.startsWith('[jwt_auth]')) return ok(name, 'the JWT plugin answers and checks passwords');
    if (code === 'jwt_auth_bad_config') {
      return fail(name, 'the JWT plugin has no secret', 'Define JWT_AUTH_SECRET_KEY in wp-config.php (a long random string).');
    }
    if (code === 'rest_no_route' || answer.status === 404) {
      return fail(
        name,
        'no /wp-json/jwt-auth/v1/token route',
        'Install and activate "JWT Authentication for WP-API" (1.3.4): sign-in and registration need it.',
      );
    }
    return fail(
      name,
      `unexpected answer ${answer.status ?? ''} ${code}`.trim(),
      'Check the JWT Authentication for WP-API plugin and its secret.',
    );
  } catch (error) {
    return fail(
      name,
      `the token route did not answer: ${describe(error)}`,
      'Install the JWT plugin; check that the web server passes the Authorization header to PHP.',
    );
  }
}
