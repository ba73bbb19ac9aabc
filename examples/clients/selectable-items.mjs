// The selectable-items custom-item flow ("직접 입력") driven from Node.
// Run: node examples/clients/selectable-items.mjs   (uistate found via UISTATE_BIN, PATH or .build)
import { Host } from '../../clients/node/src/index.js';  // in your project: from 'uistate'

const host = await Host.start();
try {
  const store = await host.createStore('relationship');
  await store.tap('customInputButton');                 // "직접 입력"
  await store.input('customTextField', '대학 동기');
  const saved = await store.tap('customSaveButton');   // saves; the selection is left alone
  await store.tap('customItem');                        // the saved chip, selected by a tap
  await store.expectState({ customItemPhase: 'saved', customItem: { id: 5, title: '대학 동기' }, selectedIDs: [5] },
    { at: '/selection', partial: true });
  const next = await store.tap('nextButton');
  console.log(`saved at version ${saved.version}; "다음" sent`, JSON.stringify(next.received));
  console.log(await store.render('text'));
  await store.destroy();
} finally {
  await host.close();
}
