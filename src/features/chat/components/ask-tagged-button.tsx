import { GLOBAL_SUMMARY_PROMPT } from '../lib/prompts';
import { openChatWith } from './open-chat';
import { OpenChatButton } from './open-chat-button';

/**
 * 'Resumir mis licitaciones con IA': the global chat (decision 0017), over every opportunity the
 * company tagged, opened with the summary as its automatic first message.
 */
export function AskTaggedButton({ companyId }: { companyId: number }) {
  return (
    <OpenChatButton open={() => openChatWith(companyId, GLOBAL_SUMMARY_PROMPT)}>
      Resumir mis licitaciones con IA
    </OpenChatButton>
  );
}
