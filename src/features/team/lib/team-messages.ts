/**
 * The team's refusals and the invitation form's use-limit message, word for word: the form says
 * them and the mock API answers with them (decision 0018).
 */
export const TEAM_MESSAGES = {
  notOwner: 'Solo el dueño de la empresa puede invitar o quitar integrantes.',
  notYourself: 'No puedes quitarte a ti mismo de la empresa.',
  notTheOwner: 'No se puede quitar al dueño de la empresa.',
  maxCount: 'Indica cuántas personas pueden usar el link (entre 1 y 50).',
} as const;
