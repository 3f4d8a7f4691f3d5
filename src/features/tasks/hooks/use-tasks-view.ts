import { useSearchParams } from 'react-router-dom';

export type TasksView = 'tablero' | 'lista';

/** The tasks page's view in the URL: ?vista=lista, or the board without it. */
export function useTasksView() {
  const [params, setParams] = useSearchParams();
  const view: TasksView = params.get('vista') === 'lista' ? 'lista' : 'tablero';
  const setView = (next: TasksView) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'lista') copy.set('vista', 'lista');
        else copy.delete('vista');
        return copy;
      },
      { replace: true },
    );
  return [view, setView] as const;
}
