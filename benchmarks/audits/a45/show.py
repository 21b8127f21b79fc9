import json,sys,glob,os
H=os.path.dirname(os.path.abspath(__file__))
for cid in sys.argv[1:]:
    for f in glob.glob(H+'/suites/*/cases.jsonl'):
        for l in open(f):
            c=json.loads(l)
            if c['case_id']==cid:
                d=os.path.dirname(f)
                print('==',cid,'| Q:',c['question'],'| ans:',c.get('reference_answer'), '| exp:', c.get('expected_behavior'))
                for cl in c['claims']: print('  REF',cl['claim_id'],':',cl['text'],[r['members'] for r in cl['routes']])
                spans={json.loads(x)['span_id']:json.loads(x) for x in open(d+'/spans.jsonl')} if os.path.exists(d+'/spans.jsonl') else {}
                for cl in c['claims']:
                    for r in cl['routes']:
                        for m in r['members']:
                            s=spans.get(m); print('  SPAN',m,':',(s or {}).get('exact') or s)
                dom=os.path.basename(d)
                for l2 in open(H+f'/runs/{dom}.jsonl'):
                    r=json.loads(l2)
                    if r['case_id']==cid: print('  RUN', json.dumps(r.get('answer') or r)[:600])
