// Stands in for a support chat vendor's widget (VITE_SUPPORT_CHAT_URL in the e2e build): like
// one, it adds a container of its own to the page and a global to talk to it.
(function () {
  var box = document.createElement('div');
  box.id = 'support-chat-stand-in';
  box.hidden = true;
  box.textContent = 'Chat de soporte';
  document.body.appendChild(box);
  window.__supportChatLoads = (window.__supportChatLoads || 0) + 1;
})();
