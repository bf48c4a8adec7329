// A real OpenID Connect provider on loopback for tests (the `oidc-provider` package), with
// its development login form: any login that is an email signs in as that person.
// Usage: node e2e/oidc-provider.mjs --port 9400 --client-id canopy --client-secret s \
//          --redirect-uri http://summit.localhost:8080/api/auth/sso/callback[,more]   (prints "ready <issuer>")
import Provider from 'oidc-provider';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const port = Number(args.port);
if (!port || !args['client-id'] || !args['client-secret'] || !args['redirect-uri']) {
  console.error('usage: oidc-provider.mjs --port N --client-id ID --client-secret S --redirect-uri URI[,URI]');
  process.exit(2);
}
const issuer = `http://127.0.0.1:${port}`;

const nameFor = (email) =>
  email
    .split('@')[0]
    .split(/[._-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: args['client-id'],
      client_secret: args['client-secret'],
      redirect_uris: args['redirect-uri'].split(','),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  conformIdTokenClaims: false,
  cookies: { keys: ['canopy-test-only'] },
  features: { devInteractions: { enabled: true } },
  async findAccount(ctx, id) {
    return { accountId: id, claims: async () => ({ sub: id, email: id, email_verified: true, name: nameFor(id) }) };
  },
  // First-party client: no consent screen.
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});
provider.proxy = false;
provider.on('server_error', (ctx, err) => console.error('oidc-provider server_error:', err));

const server = provider.listen(port, '127.0.0.1', () => console.log(`ready ${issuer}`));
// Ends with the test process that started it (its stdin closes).
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
