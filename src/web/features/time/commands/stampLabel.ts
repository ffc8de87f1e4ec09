/** A stamp as the `tm` commands name it: its group, then its sub group (`Work › coding`). */
export function stampLabel(group: string, subGroup: string): string {
  return `${group} › ${subGroup}`;
}
