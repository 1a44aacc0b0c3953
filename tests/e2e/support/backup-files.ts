// Backup files made for a test: a valid envelope around whatever records a test wants.

/** A Momentum backup of one user with no habits or goals, and `records` as given (JSON texts). */
export function backupWithRecords(records: Iterable<string>): Buffer {
  const envelope = JSON.stringify({
    format: "momentum-backup",
    version: 1,
    exportedAt: 0,
    user: { id: "01ARZ3NDEKTSV4RRFFQ69G5FAV", username: "mallory", name: "Mallory", joinedAt: 0, tier: 0 },
    game: { dailyTarget: 10, streak: 0, lastStreak: 0, momentum: 0, lastDailyCheck: null },
    commitments: [],
    habits: [],
    goals: [],
  });
  return Buffer.from(`${envelope.slice(0, -1)},"records":[${[...records].join(",")}]}`);
}

/** The hostile file of issue 19: `count` records that are each wrong (`{"id":1}`, 9 bytes apiece). */
export function hostileBackup(count: number): Buffer {
  return backupWithRecords(
    (function* () {
      for (let i = 0; i < count; i++) yield '{"id":1}';
    })(),
  );
}
