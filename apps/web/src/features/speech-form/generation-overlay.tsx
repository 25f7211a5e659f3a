import { Button, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useOpenedOnce } from '../use-opened-once.ts';

export interface GenerationOverlayProps {
  opened: boolean;
  /** The speech so far, as the writer streams it. */
  text: string;
  /** Stops waiting for the speech. */
  onCancel: () => void;
}

const STREAM_MAX_HEIGHT = '45vh';

/**
 * The full-screen 'Creating Your Speech' overlay, with the speech appearing as it is written. It
 * lasts as long as the generation, and Cancel (or Escape) stops waiting at any moment; going offline
 * or a silent stream closes it too (use-speech-generation.ts).
 */
export function GenerationOverlay({ opened, text, onCancel }: GenerationOverlayProps) {
  const viewportRef = useRef<HTMLDivElement>(null);

  // Follow the newest words, like a teleprompter.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTop = viewport.scrollHeight;
  }, [text]);

  const modal = useOpenedOnce(opened);
  if (!modal.mounted) return null;
  return (
    <Modal.Root
      opened={modal.opened}
      onClose={onCancel}
      // A stray tap beside the card must not throw the speech away; Escape and Cancel do.
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <Modal.Overlay blur={6} backgroundOpacity={0.45} />
      <Modal.Content radius="lg">
        <Modal.Body p="xl">
          <Stack align="center" gap="sm">
            <Loader type="dots" size="lg" />
            <Modal.Title fw={800} fz={{ base: 22, sm: 26 }} ta="center">
              Creating Your Speech
            </Modal.Title>
            <Text c="dimmed" fz="sm" ta="center">
              {text === ''
                ? 'Reading your situation and choosing the right words...'
                : 'Your speech is being written:'}
            </Text>
            {text !== '' && (
              <ScrollArea.Autosize
                mah={STREAM_MAX_HEIGHT}
                w="100%"
                type="auto"
                viewportRef={viewportRef}
                aria-label="Speech so far"
              >
                <Text
                  fz="sm"
                  lh={1.7}
                  p="md"
                  bg="violet.0"
                  style={{ whiteSpace: 'pre-wrap', borderRadius: 'var(--mantine-radius-md)' }}
                >
                  {text}
                </Text>
              </ScrollArea.Autosize>
            )}
            <Button variant="default" onClick={onCancel} mt="xs">
              Cancel
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
