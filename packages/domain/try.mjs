import nlp from 'compromise/two';
for (const s of ["i know who it's for", "i know who it is for", "i know who its for"]) console.log(s, nlp.tokenize(s).has('i know who it is? for'), nlp.tokenize(s).has('i know who (it is|its|it) for'));
