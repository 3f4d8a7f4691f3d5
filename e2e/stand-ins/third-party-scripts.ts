/** Where the e2e build looks for its third-party scripts, and the local file that answers. */
export const THIRD_PARTY_SCRIPTS = {
  supportChat: { url: 'https://soporte.example/widget.js', file: 'e2e/stand-ins/support-chat.js' },
  sessionReplay: {
    url: 'https://replay.example/record.js',
    file: 'e2e/stand-ins/session-replay.js',
  },
} as const;
