/** The task form's and the server's words (decision 0022). */
export const TASK_MESSAGES = {
  titleRequired: 'Ingresa un título para la tarea',
  titleTooLong: 'El título admite hasta 120 caracteres',
  descriptionTooLong: 'La descripción admite hasta 2000 caracteres',
  dueInvalid: 'Ingresa una fecha y hora válidas',
  assigneeInvalid: 'La persona asignada no pertenece a la empresa',
  notFound: 'La tarea no existe o fue eliminada',
  created: 'Tarea creada',
  updated: 'Tarea actualizada',
  deleted: 'Tarea eliminada',
} as const;
