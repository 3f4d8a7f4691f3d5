/**
 * A stand-in for Google Identity Services (https://accounts.google.com/gsi/client), for the
 * bench and the tests that build with a Google client id: no test may reach Google. It keeps
 * the part of `google.accounts.id` the app uses: `initialize`, `prompt` (Google's account
 * chooser: here a dialog 'Elige una cuenta' in the page), `renderButton` (Google's button: here
 * a plain 'Continuar con Google' button that opens the same chooser), `cancel` and
 * `disableAutoSelect`. Choosing the account answers the `callback` given to `initialize` with
 * `window.__googleStandInCredential` (a test sets a token its mock API verifies), and a press on
 * 'Cancelar' tells `prompt`'s listener the moment was skipped by the user, as Google does.
 */
(function () {
  var config = null;

  function chooser(onSkipped) {
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Elige una cuenta');
    dialog.setAttribute('data-google-stand-in', 'chooser');
    dialog.style.cssText =
      'position:fixed;top:16px;right:16px;z-index:2147483647;background:#fff;color:#202124;border:1px solid #dadce0;border-radius:8px;padding:16px;font:14px sans-serif;box-shadow:0 4px 12px rgba(0,0,0,.2)';
    var title = document.createElement('p');
    title.textContent = 'Elige una cuenta';
    var account = document.createElement('button');
    account.type = 'button';
    account.textContent = 'demo@oportuna.cl';
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancelar';
    account.addEventListener('click', function () {
      dialog.remove();
      if (config && config.callback) {
        config.callback({
          credential: window.__googleStandInCredential || 'google-stand-in-credential',
          select_by: 'user',
        });
      }
    });
    cancel.addEventListener('click', function () {
      dialog.remove();
      if (onSkipped) onSkipped();
    });
    dialog.append(title, account, cancel);
    document.body.append(dialog);
    account.focus();
  }

  var moment = function (type, reason) {
    return {
      isSkippedMoment: function () {
        return type === 'skipped';
      },
      isDismissedMoment: function () {
        return type === 'dismissed';
      },
      getSkippedReason: function () {
        return type === 'skipped' ? reason : undefined;
      },
      getDismissedReason: function () {
        return type === 'dismissed' ? reason : undefined;
      },
      getMomentType: function () {
        return type;
      },
      isDisplayMoment: function () {
        return type === 'display';
      },
      isDisplayed: function () {
        return type === 'display';
      },
      isNotDisplayed: function () {
        return false;
      },
      getNotDisplayedReason: function () {
        return undefined;
      },
    };
  };

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: function (options) {
      config = options;
    },
    prompt: function (listener) {
      window.__googleStandInPrompted = performance.now();
      chooser(function () {
        if (listener) listener(moment('skipped', 'user_cancel'));
      });
    },
    renderButton: function (parent) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continuar con Google';
      button.addEventListener('click', function () {
        chooser();
      });
      parent.replaceChildren(button);
    },
    cancel: function () {
      var open = document.querySelector('[data-google-stand-in="chooser"]');
      if (open) open.remove();
    },
    disableAutoSelect: function () {},
  };
})();
