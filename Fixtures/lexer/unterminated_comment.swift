let ok = 1
/* never /* closed */
let hidden = 2
