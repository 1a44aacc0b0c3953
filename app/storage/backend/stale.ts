// A partition this tab expected is gone: another tab checkpointed since and
// removed what this tab's directory names. The user cache reopens and retries.
export class StaleCheckpoint extends Error {
  constructor(key: string) {
    super(`Checkpoint partition ${key} was replaced`);
    this.name = "StaleCheckpoint";
  }
}
