import { z } from "zod";

// In the browser the page's CSP forbids eval, so zod's compiled parsers can never run; zod would
// still probe `new Function` when it builds its first object schema, and the browser reports the
// blocked probe as a CSP issue (Lighthouse best practices, ADR 0023). Schemas are built while the
// route modules load, so this module comes first in root.tsx. Values are parsed as before. The
// server (no CSP) keeps zod's compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });
