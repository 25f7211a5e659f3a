import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../trpc.ts';
import { withNativeReminders } from './native-reminders.ts';

/**
 * The native app's daily reminders: a tapped one opens its page, and at each launch of a
 * signed-in user they are rescheduled from the server's settings (if notifications are allowed
 * already: nothing is asked on load). Does nothing in a browser.
 */
export function useNativeDailyReminders(signedIn: boolean): void {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const utils = trpc.useUtils();

  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    void withNativeReminders('listening to taps', (reminders) =>
      reminders.listen((url) => {
        void navigateRef.current(url);
      }),
    );
  }, []);

  const rescheduled = useRef(false);
  useEffect(() => {
    if (!signedIn || rescheduled.current) return;
    rescheduled.current = true;
    void withNativeReminders('rescheduling at launch', (reminders) =>
      reminders.launched(() => utils.dailyRally.get.fetch()),
    );
  }, [signedIn, utils]);
}
