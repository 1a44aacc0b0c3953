// The backup check in a Web Worker (started by backup-checker.ts): parsing and
// checking a file of up to 50 MB would take the main thread for seconds, and a
// hostile file much of the tab's memory. Here the page stays responsive, and the
// worker, with everything it allocated, is dropped as soon as it has answered.
import { answerCheck, type CheckReply, type CheckRequest } from "./backup-check-protocol";

type WorkerScope = {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckReply): void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  scope.postMessage({ type: "started" });
  scope.postMessage(answerCheck(data));
};
