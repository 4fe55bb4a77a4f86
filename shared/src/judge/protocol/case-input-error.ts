/** A case's input text does not fit the problem's signature (admin data error or bad custom input). */
export class CaseInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaseInputError';
  }
}
