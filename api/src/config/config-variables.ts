/**
 * Every environment variable the API reads, with its default and meaning. The README quotes this
 * table, and `loadConfig` reads exactly these names, so the two cannot drift apart.
 */
interface ConfigVariable {
  name: string;
  default: string;
  meaning: string;
}

export const configVariables: readonly ConfigVariable[] = [
  { name: 'API_PORT', default: '8000', meaning: 'TCP port the API listens on.' },
  {
    name: 'BIND_ADDRESS',
    default: '0.0.0.0',
    meaning: 'Interface the API binds to (127.0.0.1 keeps it local).',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    meaning:
      'postgres://user:password@host:5432/db uses that PostgreSQL server (pool); unset uses the embedded PGlite database in DATA_DIR.',
  },
  {
    name: 'DATA_DIR',
    default: '<repository root>/data',
    meaning:
      'Folder for the embedded database (pglite/) and the development identity provider key (dev-idp-key.json). Relative values resolve against the working directory.',
  },
  {
    name: 'APP_ENV',
    default: 'development',
    meaning:
      "development, test or production; anything else is refused at start. Answered by GET /api/users/environment/ ('test' shows the Testing Environment banner). 'production' requires GOOGLE_CLIENT_ID and refuses DEV_SIGN_IN=true.",
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset)',
    meaning:
      "Google OAuth client id. Set: sign-in accepts only Google ID tokens for this audience and the development identity provider's routes answer 404. Unset: DEV_SIGN_IN=true is the only way to sign in.",
  },
  {
    name: 'DEV_SIGN_IN',
    default: 'false',
    meaning:
      "'true' turns on the development identity provider (GET /api/auth/dev/accounts/, POST /api/auth/dev/id-token/), which signs anyone in as any active account: only with a loopback BIND_ADDRESS, never with APP_ENV=production, ignored when GOOGLE_CLIENT_ID is set. npm start, npm run dev, the tests and the bench turn it on.",
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning:
      "Reverse proxies whose X-Forwarded-For gives the client IP (the sign-in rate limit is per client IP): 'true' (every hop), a hop count, or comma-separated proxy addresses and CIDR ranges. Off: the connecting address is the client.",
  },
  {
    name: 'CORS_ORIGINS',
    default: 'http://localhost:3000,http://127.0.0.1:3000',
    meaning:
      "Comma-separated browser origins allowed to call the API with credentials; '*' is refused.",
  },
  {
    name: 'SESSION_TTL_HOURS',
    default: '12',
    meaning: 'Lifetime of a sign-in session token, in hours.',
  },
  {
    name: 'MAX_SESSIONS_PER_USER',
    default: '10',
    meaning:
      "Live sessions one user may hold; a sign-in beyond it ends that user's oldest sessions.",
  },
  {
    name: 'CALLER_CACHE_SECONDS',
    default: '60',
    meaning:
      "How long an API process trusts its cached copy of a caller's session, user and menu paths. Changes reach every process at once through PostgreSQL notifications; this only bounds staleness should one be lost.",
  },
  {
    name: 'SIGN_IN_RATE_LIMIT',
    default: '20',
    meaning: 'Sign-in attempts allowed per client IP per minute on POST /api/auth/google/.',
  },
  {
    name: 'STORAGE_URL',
    default: '(unset)',
    meaning:
      'Address of an S3-compatible object storage (https://s3.ca-central-1.amazonaws.com, a MinIO server…) for uploaded documents; unset keeps them in DATA_DIR/files. Needs STORAGE_BUCKET, STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY.',
  },
  {
    name: 'STORAGE_BUCKET',
    default: '(unset)',
    meaning: 'Bucket the documents go to when STORAGE_URL is set.',
  },
  {
    name: 'STORAGE_REGION',
    default: 'us-east-1',
    meaning:
      'Region sent to the object storage (signatures need one even where the server ignores it).',
  },
  {
    name: 'STORAGE_ACCESS_KEY_ID',
    default: '(unset)',
    meaning: 'Access key id for STORAGE_URL.',
  },
  {
    name: 'STORAGE_SECRET_ACCESS_KEY',
    default: '(unset)',
    meaning: 'Secret access key for STORAGE_URL (never shown, not even on the storage check page).',
  },
  {
    name: 'STORAGE_PATH_STYLE',
    default: 'true',
    meaning:
      "'false' addresses the bucket as a host name (bucket.host); path-style (host/bucket) is what MinIO and most self-hosted servers need.",
  },
  {
    name: 'GEOCODER_URL',
    default: '(unset)',
    meaning:
      'Base URL of a Nominatim-compatible geocoder (its /search and /reverse) for the map dialog; unset uses the embedded offline Canadian gazetteer plus stored addresses.',
  },
  {
    name: 'GEOCODER_USER_AGENT',
    default: 'SolarWorkplace/1.0',
    meaning: 'User-Agent sent to GEOCODER_URL (Nominatim asks every client to identify itself).',
  },
  {
    name: 'ZOHO_CLIENT_ID',
    default: '(unset)',
    meaning:
      'Zoho API console client id for the Zoho Inventory item sync. Set all four of ZOHO_CLIENT_ID, ZOHO_CLIENT_SECRET, ZOHO_REFRESH_TOKEN and ZOHO_ORGANIZATION_ID, or none: unset, "Sync now" loads the built-in solar and HVAC catalogue.',
  },
  { name: 'ZOHO_CLIENT_SECRET', default: '(unset)', meaning: 'Zoho API console client secret.' },
  {
    name: 'ZOHO_REFRESH_TOKEN',
    default: '(unset)',
    meaning:
      'Zoho OAuth refresh token with the ZohoInventory.items.READ scope; the API exchanges it for access tokens.',
  },
  {
    name: 'ZOHO_ORGANIZATION_ID',
    default: '(unset)',
    meaning: 'Zoho Inventory organisation id whose items are synced.',
  },
  {
    name: 'ZOHO_REGION',
    default: 'com',
    meaning:
      'Zoho data centre of the organisation: com, eu, in, com.au, jp or ca (chooses the accounts and API hosts).',
  },
  {
    name: 'ZOHO_API_BASE_URL',
    default: '(from ZOHO_REGION)',
    meaning:
      'Overrides the Zoho API host (e.g. https://www.zohoapis.eu); tests use a local server.',
  },
  {
    name: 'ZOHO_ACCOUNTS_URL',
    default: '(from ZOHO_REGION)',
    meaning: 'Overrides the Zoho OAuth host (e.g. https://accounts.zoho.eu).',
  },
  {
    name: 'PDF_RENDER_TIMEOUT_MS',
    default: '20000',
    meaning:
      'Longest one template PDF job may spend rendering, in milliseconds (past it the job fails with a message, not retried); also the longest a render waits for a free renderer (then the job is retried later).',
  },
  {
    name: 'PDF_RENDER_CONCURRENCY',
    default: '2',
    meaning: 'Template PDFs rendered at once, each in its own child process.',
  },
  {
    name: 'PDF_RENDER_QUEUE',
    default: '8',
    meaning:
      'Template PDF renders that may wait for a free renderer (0: none); a job beyond them is retried later with backoff.',
  },
  {
    name: 'PDF_RENDER_MEMORY_MB',
    default: '512',
    meaning:
      'Heap limit of each PDF render process, in MB (at least 64); a render that needs more ends only its own process and fails its job with a message.',
  },
  {
    name: 'JOB_CONCURRENCY',
    default: '2',
    meaning:
      'Background jobs of each kind this API process works at once on PostgreSQL (at least 1); on the embedded PGlite one job runs at a time.',
  },
  {
    name: 'JOB_HEARTBEAT_SECONDS',
    default: '30',
    meaning:
      'How often a running background job reports that its process lives (at least 10); a job silent for this long is taken over by another API process, or by this one after a restart.',
  },
  {
    name: 'JOB_TEST_KINDS',
    default: 'false',
    meaning:
      "'true' registers job kinds that exist only for the job engine's own tests (a job that waits); never needed in use.",
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    meaning:
      'smtp://user:password@host:587 (or smtps://…:465) sends e-mail through that server; unset keeps every e-mail in the outbox only (Administration > Outbox), so the product works offline.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Solar Workplace <no-reply@localhost>',
    meaning: 'The From address of every e-mail the product sends.',
  },
  {
    name: 'APP_URL',
    default: '(the first CORS_ORIGINS entry)',
    meaning:
      'The address people open the product at; links in e-mails (sign-in links, proposals) start with it.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    meaning: 'Log level: fatal, error, warn, info, debug, trace or silent.',
  },
];
