/** The task form's code, loaded on first use (task-form-dialog-on-demand.tsx). */
export const loadTaskForm = () => import('./task-form-dialog');

/** Starts loading the form (on a hover or focus of the button that opens it). */
export const preloadTaskForm = () => {
  loadTaskForm().catch(() => undefined);
};
