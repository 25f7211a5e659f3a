import { MESSAGES } from '@rally/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { showCare } from '../care/care-store.ts';
import { notify } from '../notify.ts';
import { failureMessage } from '../personalisation/failure-message.ts';
import { trpc } from '../../trpc.ts';
import type { RouterInputs, RouterOutputs } from '../../trpc.ts';

export type Goal = RouterOutputs['goal']['list'][number];
export type GoalChanges = RouterInputs['goal']['update']['changes'];

/**
 * Edit (done, reopened, renamed…) and delete a goal, for the quick-goals card and the Goals page.
 * An edit shows at once and a failure puts the list back; both fetch the goals again after.
 */
export function useGoalMutations() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  // Every page of goal.list held (the quick-goals card's first few, the Goals page's all), whatever
  // its input; goal.summary's counts come again with the refresh.
  const goalLists = { queryKey: getQueryKey(trpc.goal.list) };
  const refresh = () => Promise.all([utils.goal.invalidate(), utils.user.profile.invalidate()]);
  const putBack = (previous: ReadonlyArray<[QueryKey, Goal[] | undefined]> | undefined) => {
    for (const [key, goals] of previous ?? []) queryClient.setQueryData(key, goals);
  };
  const update = trpc.goal.update.useMutation({
    async onMutate({ id, changes }) {
      await queryClient.cancelQueries(goalLists);
      const previous = queryClient.getQueriesData<Goal[]>(goalLists);
      const { isCompleted, ...fields } = changes;
      queryClient.setQueriesData<Goal[]>(goalLists, (goals) =>
        goals?.map((goal) =>
          goal.id === id
            ? {
                ...goal,
                ...(fields.title === undefined ? {} : { title: fields.title }),
                ...(fields.category === undefined ? {} : { category: fields.category }),
                ...(isCompleted === undefined ? {} : { isCompleted: isCompleted ? 1 : 0 }),
              }
            : goal,
        ),
      );
      return { previous };
    },
    onSuccess(answer, _input, context) {
      // Words the screen matched: the goal stays as it was; care instead.
      if ('care' in answer) {
        putBack(context.previous);
        showCare({ notice: answer.care });
      }
    },
    onError(error, _input, context) {
      putBack(context?.previous);
      notify(failureMessage(MESSAGES.goalUpdateFailed, error), 'error');
    },
    onSettled() {
      void refresh();
    },
  });
  const remove = trpc.goal.delete.useMutation({
    onSuccess() {
      void refresh();
      // Its speeches stay, no longer tied to it.
      void utils.speech.page.invalidate();
    },
    onError(error) {
      notify(failureMessage(MESSAGES.goalDeleteFailed, error), 'error');
    },
  });
  return { update, remove };
}
