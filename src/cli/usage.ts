/** `intake help`; README.md's command-line block is this text (npm run settings:docs writes it, test/cli.test.ts checks it). */
export const USAGE = `Usage: intake <command>

  serve                            run the HTTP service (what npm start runs); applies pending migrations
  migrate                          apply pending database migrations
  clients create --name NAME [--role data|admin]
                                   a new API client (data unless --role admin); prints its client_id,
                                   client_secret (this once), name and role
  clients list                     the clients, with their records stored (never their secrets)
  clients disable CLIENT_ID        no new tokens; live ones refused within CLIENT_STATUS_REFRESH_MS, for good
  clients enable CLIENT_ID         a disabled client again (same secret; new tokens only)
  clients rotate-secret CLIENT_ID  a new secret, printed once; tokens refused within CLIENT_STATUS_REFRESH_MS
  keys list                        the token signing keys and their state (never their private parts)
  keys rotate [--sign-after SECONDS] [--retire-after SECONDS]
                                   a new signing key: published now, signing after --sign-after (default
                                   twice SIGNING_KEYS_REFRESH_MS); the older keys' tokens accepted until
                                   --retire-after later (default TOKEN_LIFETIME_SECONDS + 60)
  push RESOURCE FILE [options]     load a file (NDJSON, JSON, CSV) into a service: see intake push --help
  citus distribute                 on a Citus coordinator, distribute the tables by client (docs/citus.md)

serve, migrate, clients, keys and citus read the server's settings from the environment (README.md);
clients and keys never change the schema: on a database that lacks a migration, run intake migrate.
push reads the service's URL and a client's credentials, --dry-run too: the service checks the records.`
