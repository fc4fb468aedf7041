// The deck page: the delete button asks first, and the share link is selected when clicked. (Script files
// rather than onsubmit/onclick attributes: the Content-Security-Policy runs no inline handlers.)
document.querySelectorAll("form[data-confirm]").forEach((form) => {
  form.addEventListener("submit", (event) => {
    if (!window.confirm(form.dataset.confirm)) event.preventDefault();
  });
});
document.querySelectorAll("input[data-select-on-click]").forEach((input) => {
  input.addEventListener("click", () => input.select());
});
