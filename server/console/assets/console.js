// Marketer console enhancements. Everything works without this file; it only makes previews live.
;(function () {
  // Decimals rule: switch the "shown as" column as the checkbox changes (both variants are rendered by the server).
  document.querySelectorAll('[data-price-preview]').forEach(function (section) {
    var box = document.getElementById(section.getAttribute('data-price-preview'))
    if (!box) return
    var update = function () {
      section.querySelectorAll('[data-decimals]').forEach(function (cell) {
        cell.textContent = box.checked ? cell.getAttribute('data-decimals') : cell.getAttribute('data-whole')
      })
    }
    box.addEventListener('change', update)
  })
  // Colour fields: a swatch next to the input shows the typed colour.
  document.querySelectorAll('[data-swatch-for]').forEach(function (swatch) {
    var input = document.getElementById(swatch.getAttribute('data-swatch-for'))
    if (!input) return
    var update = function () {
      swatch.style.backgroundColor = /^#[0-9a-fA-F]{6}$/.test(input.value.trim()) ? input.value.trim() : 'transparent'
    }
    input.addEventListener('input', update)
    update()
  })
  // After a refused form, move focus to the list of problems.
  var summary = document.getElementById('error-summary')
  if (summary) summary.focus()
})()
