// The reading of a file to import in a Web Worker (started by import-reader.ts): unzipping, SQLite
// and JSON parsing of a file of up to 100 MB would take the page for seconds, and a hostile file
// much of the tab's memory. Here the page stays responsive, and the worker, with everything it
// allocated (sql.js's memory included), is dropped as soon as it has answered.
import { answerImport, type ImportReply, type ImportRequest } from "./import-protocol";
import { loadSqlite } from "./load-sqlite";

type WorkerScope = {
  onmessage: ((event: MessageEvent<ImportRequest>) => void) | null;
  postMessage(message: ImportReply): void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  scope.postMessage({ type: "started" });
  // answerImport never rejects: every error is an answer.
  void answerImport(data, loadSqlite).then((answer) => scope.postMessage(answer));
};
