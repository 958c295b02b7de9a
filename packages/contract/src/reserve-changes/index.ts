/** Change and extend a reservation (issue 36 item 4): the rules, the repricing and the inputs. */
export * from './rules.js';
export * from './input.js';
export * from './dto.js';
