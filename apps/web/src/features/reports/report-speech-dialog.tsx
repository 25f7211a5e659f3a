import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_REASON_LABELS, isOneOf } from '@rally/domain';
import type { ReportReason } from '@rally/domain';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { LazyModal } from '../lazy-modal.tsx';
import { useOpenedOnce } from '../use-opened-once.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { useReportSpeech } from './use-report-speech.tsx';

export interface ReportSpeechDialogProps {
  speechId: number;
  opened: boolean;
  onClose: () => void;
  /** Told once the report is saved (the speech has left the lists). */
  onReported?: () => void;
}

/**
 * Report a speech (docs/decisions/report-a-speech.md): a reason from a short list and an optional
 * note. The report reaches Rally's operators, and the speech leaves the user's lists until undone.
 */
export function ReportSpeechDialog({
  speechId,
  opened,
  onClose,
  onReported,
}: ReportSpeechDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const { report, isPending } = useReportSpeech();
  const modal = useOpenedOnce(opened);
  if (!modal.mounted) return null;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (reason === null) return setMissingReason(true);
    report(
      { id: speechId, reason, ...(note.trim() ? { note } : {}) },
      {
        onReported: () => {
          setReason(null);
          setNote('');
          onClose();
          onReported?.();
        },
      },
    );
  };

  return (
    <LazyModal
      opened={modal.opened}
      onClose={onClose}
      title="Report this speech"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate aria-label="Report this speech">
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Tell us what is wrong. Your report goes to the Rally team, and the speech is hidden from
            your lists; you can undo this from History.
          </Text>
          <Radio.Group
            label="Reason"
            withAsterisk
            value={reason}
            onChange={(value) => {
              if (isOneOf(REPORT_REASONS, value)) setReason(value);
              setMissingReason(false);
            }}
            error={missingReason ? 'Choose a reason' : undefined}
          >
            <Stack gap="xs" mt={6}>
              {REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={REPORT_REASON_LABELS[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Note (optional)"
            description={`What should we know? At most ${REPORT_NOTE_MAX} characters.`}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={REPORT_NOTE_MAX}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="gray" onClick={onClose}>
              Cancel
            </Button>
            <NeedsConnection when>
              {(connection) => (
                <Button type="submit" color="red" loading={isPending} {...connection}>
                  Report
                </Button>
              )}
            </NeedsConnection>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
