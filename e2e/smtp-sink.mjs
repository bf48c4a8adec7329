// A real SMTP server on loopback for tests: accepts every message and appends it, parsed, as
// one JSON line ({ to, from, subject, text, html, message_id }) to the file given with --out.
// Usage: node e2e/smtp-sink.mjs --port 2525 --out /tmp/mail.jsonl   (prints "ready <port>")
import { appendFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const port = Number(args.port ?? 0);
const out = args.out;
if (!out) {
  console.error('usage: smtp-sink.mjs --port N --out FILE');
  process.exit(2);
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const record = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          message_id: mail.messageId ?? '',
        };
        appendFileSync(out, JSON.stringify(record) + '\n');
        callback();
      })
      .catch(callback);
  },
});

server.listen(port, '127.0.0.1', () => {
  console.log(`ready ${server.server.address().port}`);
});
// The sink ends with the test process that started it (its stdin closes).
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
