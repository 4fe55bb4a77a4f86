import { z } from 'zod';

// The app runs under a CSP without 'unsafe-eval' (see appContentSecurityPolicy): zod must not
// compile parsers with `new Function`, nor probe whether it may, which the browser reports as a
// violation.
z.config({ jitless: true });
