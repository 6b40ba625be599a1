// `pnpm --silent admin:hash`: reads an admin password on stdin and prints its
// ADMIN_PASSWORD_HASH value (scrypt$N$r$p$<salt>$<hash>) on stdout.
//   printf '%s' 'a long admin password' | pnpm --silent admin:hash
//   pnpm --silent admin:hash          (at a terminal: asks for it without echoing it)
// One trailing line break is dropped; everything else, spaces included, is the password.
// Exit code 1 (message on stderr) when it is shorter than 12 or longer than 1024 characters.
import { text } from 'node:stream/consumers';
import { hashPassword } from '../lib/password-hash';

const MIN_LENGTH = 12;
const MAX_LENGTH = 1024;

/** Reads one line at a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    process.stderr.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden('Admin password: ');
    const again = await promptHidden('Repeat it: ');
    if (first !== again) throw new Error('the two entries differ');
    return first;
  }
  return (await text(process.stdin)).replace(/\r?\n$/, '');
}

try {
  const password = await readPassword();
  if (password.length < MIN_LENGTH || password.length > MAX_LENGTH) {
    throw new Error(
      `the password must be ${MIN_LENGTH} to ${MAX_LENGTH} characters (got ${password.length})`,
    );
  }
  process.stdout.write(`${await hashPassword(password)}\n`);
} catch (error) {
  process.stderr.write(`admin:hash: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
