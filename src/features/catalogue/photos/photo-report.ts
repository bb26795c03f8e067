// "Report photo" in a listing's lightbox, for couples. The page's messages come from the
// dialog's data attributes, so no feature module is bundled here.
import { loadActions, warmActionsOn } from '../../../lib/load-actions.ts';
import type { Lightbox } from './lightbox.ts';

export function installPhotoReport({ dialog, current }: Lightbox): void {
  const $ = <T extends Element>(selector: string) => dialog.querySelector<T>(selector)!;
  const toggle = $<HTMLButtonElement>('[data-report-toggle]');
  const form = $<HTMLFormElement>('form');
  const message = $<HTMLElement>('[data-report-message]');
  const text = dialog.dataset;

  const showForm = (open: boolean) => {
    form.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) form.querySelector('select')!.focus();
  };

  dialog.addEventListener('lightbox:show', () => {
    message.textContent = '';
    showForm(false);
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-report-toggle]')) showForm(form.hasAttribute('hidden'));
    else if (target.closest('[data-report-cancel]')) {
      showForm(false);
      toggle.focus();
    }
  });

  warmActionsOn(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const reason = new FormData(form).get('reason') as 'inappropriate';
    if (!reason) return void (message.textContent = text.msgReason!);
    const { actions, isInputError } = await loadActions();
    const { error } = await actions.photos.report({
      photoId: Number(current()?.dataset.photoId),
      reason,
    });
    const code = (error as { code?: string } | undefined)?.code;
    message.textContent = !error
      ? text.msgReported!
      : isInputError(error)
        ? text.msgReason!
        : code === 'UNAUTHORIZED'
          ? text.msgSignIn!
          : code === 'FORBIDDEN'
            ? error.message || text.msgCouples!
            : error.message || text.msgFailed!;
    showForm(false);
    toggle.focus();
  });
}
