import { ComingSoonCard } from '@rally/ui';

export function AudioDebugPage() {
  return (
    <ComingSoonCard
      title="Audio diagnostics are coming soon"
      description="This tool will test each AI voice and your browser's audio playback."
    />
  );
}
