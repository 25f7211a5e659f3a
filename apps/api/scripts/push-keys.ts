// Prints a new VAPID key pair for Web Push, as lines for .env (`pnpm push:keys`).
import webpush from 'web-push';

const keys = webpush.generateVAPIDKeys();
process.stdout.write(
  [
    `VAPID_PUBLIC_KEY=${keys.publicKey}`,
    `VAPID_PRIVATE_KEY=${keys.privateKey}`,
    '# An address push services can reach you at: mailto: or https:',
    'VAPID_SUBJECT=mailto:you@example.com',
    '',
  ].join('\n'),
);
