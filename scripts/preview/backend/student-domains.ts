// Which e-mail addresses prove someone studies in Norway: the student domains of Norwegian universities and
// university colleges. What counts is the backend's decision (the portal only checks that an address is one), so
// the list lives here. Sample values standing in for the real service's list, as the title data's contact details do.

/** Student address domain → the institution, for the reader of this list. */
export const STUDENT_DOMAINS: Readonly<Record<string, string>> = {
  'stud.ntnu.no': 'NTNU',
  'student.uib.no': 'Universitetet i Bergen',
  'student.uio.no': 'Universitetet i Oslo',
  'post.uit.no': 'UiT Norges arktiske universitet',
  'stud.uis.no': 'Universitetet i Stavanger',
  'student.uia.no': 'Universitetet i Agder',
  'student.nmbu.no': 'Norges miljø- og biovitenskapelige universitet',
  'student.nord.no': 'Nord universitet',
  'student.oslomet.no': 'OsloMet',
  'student.usn.no': 'Universitetet i Sørøst-Norge',
  'student.hvl.no': 'Høgskulen på Vestlandet',
  'stud.inn.no': 'Høgskolen i Innlandet',
  'stud.hiof.no': 'Høgskolen i Østfold',
  'stud.himolde.no': 'Høgskolen i Molde',
  'stud.hivolda.no': 'Høgskulen i Volda',
  'stud.nhh.no': 'Norges Handelshøyskole',
  'student.bi.no': 'Handelshøyskolen BI',
  'student.kristiania.no': 'Høyskolen Kristiania',
};

/**
 * Whether `email` is an address at one of the domains, compared without case. The whole domain must match: an
 * employee's `ntnu.no`, a sub-domain or a look-alike such as `stud.ntnu.no.example.com` is no student address.
 */
export function isStudentAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1 || /\s/.test(email)) return false;
  return Object.hasOwn(STUDENT_DOMAINS, email.slice(at + 1).toLowerCase());
}
