// Operator commands on the server database of DATABASE_URL (README, "Server database"):
//   npm run db:migrate                              apply pending migrations (the server also does at start)
//   npm run db:backup [-- <file>]                   consistent copy of the SQLite file (PostgreSQL: pg_dump)
//   npm run db:suspend -- <provider:id> "<reason>"  suspend an account: it cannot sign in, its sessions end
// A problem is one line on stderr and exit status 1.
import { join } from "node:path";
import { isAccountProvider } from "../app/account/providers";
import { backupDatabase } from "../app/db/backup.server";
import { parseDatabaseUrl } from "../app/db/config.server";
import { openConnection, type Connection } from "../app/db/connection.server";
import { DatabaseError } from "../app/db/errors.server";
import { migrate } from "../app/db/migrate.server";
import { suspendAccount } from "../app/db/users.server";

const USAGE = 'usage: tsx scripts/db.ts migrate | backup [file] | suspend <provider:id> "<reason>"';
const MAX_REASON = 500;

async function run(command: string | undefined, args: string[], connection: Connection): Promise<string> {
  switch (command) {
    case "migrate": {
      const applied = await migrate(connection);
      return applied.length ? `Applied migrations ${applied.join(", ")}.` : "The schema is up to date.";
    }
    case "backup": {
      await migrate(connection);
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = args[0] ?? join("data", "backups", `momentum-${stamp}.sqlite`);
      const { pages } = await backupDatabase(connection, file);
      return `Backed up ${pages} pages to ${file}.`;
    }
    case "suspend": {
      const [key = "", reason = ""] = args;
      const match = /^([a-z]+):(\S{1,128})$/.exec(key);
      const provider = match?.[1];
      if (!match || !isAccountProvider(provider)) {
        throw new DatabaseError(`"${key}" is not provider:id with provider google, discord, twitter or demo. ${USAGE}`);
      }
      const text = reason.trim();
      if (!text || text.length > MAX_REASON) {
        throw new DatabaseError(`Give a reason of 1 to ${MAX_REASON} characters; the account owner sees it. ${USAGE}`);
      }
      await migrate(connection);
      const user = await suspendAccount(connection, provider, match[2]!, text, Date.now());
      if (!user) throw new DatabaseError(`No account ${key} in ${connection.where}.`);
      return `Suspended @${user.username} (${user.id}); their sessions have ended.`;
    }
    default:
      throw new DatabaseError(USAGE);
  }
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  let connection: Connection | undefined;
  try {
    connection = await openConnection(parseDatabaseUrl(process.env.DATABASE_URL));
    console.log(await run(command, args, connection));
    return 0;
  } catch (error) {
    if (!(error instanceof DatabaseError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await connection?.close();
  }
}

process.exitCode = await main();
