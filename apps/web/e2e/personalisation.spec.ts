import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { signInAsDemo } from './support.ts';

// One toast shows at a time and each stays 5 s, so a toast may wait for the one before it.
const QUEUED_TOAST = { timeout: 15_000 };

/** The value shown under a figure's name in a card's list of figures. */
function figure(card: Locator, name: string): Locator {
  return card.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
}

test('a demo user checks in a mood, rates a speech, sees the insights change and completes a goal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);

  // Mood: the compact card opens with 'Check In' and folds away once saved.
  const mood = page.getByRole('region', { name: 'Mood Meter' });
  await expect(mood.getByText('Balanced')).toBeVisible();
  await mood.getByRole('button', { name: 'Check In' }).click();
  const energy = mood.getByRole('slider', { name: 'Energy' });
  await expect(energy).toHaveAttribute('aria-valuenow', '5');
  await energy.focus();
  for (let step = 0; step < 3; step += 1) await energy.press('ArrowRight');
  await expect(energy).toHaveAttribute('aria-valuenow', '8');
  await mood.getByRole('textbox', { name: 'Notes (optional)' }).fill('Ready for Friday');
  await expect(mood.getByText('16/200 characters')).toBeVisible();
  await mood.getByRole('button', { name: 'Save Mood' }).click();
  await expect(page.getByText('Mood Recorded')).toBeVisible();
  await expect(
    page.getByText('Your mood has been saved and will help personalise your speeches.'),
  ).toBeVisible();
  // Energy 8 with the rest at 5: a mean of 6 with stress 5 is 'good'.
  await expect(mood.getByText('Good', { exact: true })).toBeVisible();
  await expect(mood.getByRole('button', { name: 'Save Mood' })).toBeHidden();

  const profile = page.getByRole('region', { name: 'AI Personalisation' });
  await expect(figure(profile, 'Total feedback')).toHaveText('0');
  await expect(
    profile.getByText('Rate 3 speeches to unlock your personalisation insights.'),
  ).toBeVisible();

  // Rate the demo's sample speech, opened from the recent speeches.
  await page
    .getByRole('region', { name: 'Recent Speeches' })
    .getByRole('button', { name: /^I am presenting/ })
    .click();
  await expect(
    page.getByRole('article', { name: 'Encouraging Motivational Speech' }),
  ).toBeVisible();
  const feedback = page.getByRole('region', { name: 'How was your speech?' });
  await feedback.getByRole('button', { name: 'Rate Speech', exact: true }).click();
  const overall = feedback.getByRole('radiogroup', { name: 'Overall rating' });
  await expect(overall.getByRole('radio', { name: '5 stars' })).toBeChecked();
  // The stars work from the keyboard: arrow keys move along them, space chooses.
  const effectiveness = feedback.getByRole('radiogroup', { name: 'Effectiveness' });
  await effectiveness.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(effectiveness.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await feedback.getByRole('radio', { name: 'Calmer' }).check();
  await feedback.getByText('Specific examples', { exact: true }).click();
  await expect(feedback.getByRole('checkbox', { name: 'Specific examples' })).toBeChecked();
  await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Thank You!')).toBeVisible(QUEUED_TOAST);
  await expect(
    page.getByText('Your feedback helps us create better speeches for you.'),
  ).toBeVisible();
  await expect(feedback.getByRole('button', { name: 'Rate Speech', exact: true })).toBeVisible();
  await expect(feedback.getByRole('button', { name: 'Submit Feedback' })).toBeHidden();

  await expect(figure(profile, 'Total feedback')).toHaveText('1');
  await expect(figure(profile, 'Average rating')).toHaveText('100%');
  await expect(
    profile.getByText('Rate 2 more speeches to unlock your personalisation insights.'),
  ).toBeVisible();

  // A goal from the dialog: refused without a title and category, then created and marked done.
  const goals = page.getByRole('region', { name: 'Quick Goals' });
  await goals.getByRole('button', { name: 'New Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Goal' });
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(page.getByText('Invalid Input')).toBeVisible(QUEUED_TOAST);
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Goal title' }).fill('  Speak up in team meetings ');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Career' }).click();
  await dialog.getByLabel('Target date (optional)').fill('2030-05-01');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(page.getByText('Goal Created')).toBeVisible(QUEUED_TOAST);
  await expect(page.getByText('Your new goal has been added successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const goal = goals.getByRole('listitem').filter({ hasText: 'Speak up in team meetings' });
  await expect(goal.getByText('Career')).toBeVisible();
  await expect(goal.getByText('01/05/2030')).toBeVisible();
  await expect(goal.getByText('Goal Speak up in team meetings')).toBeVisible();
  await expect(
    goals.getByRole('listitem').filter({ hasText: 'Nail the product presentation' }),
  ).toContainText('No deadline set');

  const done = goal.getByRole('checkbox', { name: 'Done: Speak up in team meetings' });
  await expect(done).not.toBeChecked();
  await done.click(); // the tick shows once the optimistic update lands, a moment after the click
  await expect(done).toBeChecked();
  await expect(goals.getByText('1 of 2 done')).toBeVisible();

  // The dialog starts empty again after a success.
  await goals.getByRole('button', { name: 'New Goal' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Goal title' })).toHaveValue('');
  await expect(dialog.getByLabel('Target date (optional)')).toHaveValue('');
});
