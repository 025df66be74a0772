/**
 * Study mode's Shuffle: a random order of a set's cards (Fisher-Yates). With two or more cards the
 * order always differs from the set's own, so pressing Shuffle visibly does something.
 */
export function shuffledOrder(length: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length }, (_, index) => index);
  if (length < 2) return order;
  for (let attempt = 0; attempt < 5; attempt++) {
    for (let index = length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    if (order.some((card, index) => card !== index)) return order;
  }
  // A run of unlucky draws: rotate by one instead.
  return order.map((_, index) => (index + 1) % length);
}
