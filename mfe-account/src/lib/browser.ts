export function showAlert(message: string): void {
  window.alert(message);
}
