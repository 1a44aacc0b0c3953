// SQLite compiled to WebAssembly (sql.js), for Loop's database backups (ADR 0045). Loaded only when
// such a file is read or written: its module and its 650 KB of WebAssembly stay out of every page.
import initSqlJs, { type SqlJsStatic } from "sql.js";
import wasmUrl from "sql.js/dist/sql-wasm-browser.wasm?url";

let loading: Promise<SqlJsStatic> | null = null;

/** The one sql.js of this page; a failed load (offline, say) is tried again next time. */
export function loadSqlite(): Promise<SqlJsStatic> {
  loading ??= initSqlJs({ locateFile: () => wasmUrl }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
