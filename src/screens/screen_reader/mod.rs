//! Hands [`Narration`] and the interface's controls to the screen reader. On the desktop, egui's
//! AccessKit tree (which bevy_egui passes to winit's adapter: AT-SPI on Linux, UI Automation on
//! Windows) gets two nodes beside the widgets: the board, its description as the node's text, and a
//! polite live region holding the newest announcement. In a browser, where winit has no AccessKit
//! adapter, the page holds the same two as elements (`#board-text`, a region, and `#announcer`,
//! `role=status`, both in `web/index.html`), and this fills them in; it also mirrors egui's controls
//! ([`controls`]) as labelled elements in `#controls` — a screen reader's browse mode finds each by its
//! role and name and presses it, which reaches egui as AccessKit's click — and says the control the
//! keys move to in the live region. Nothing here is drawn: a sighted player sees the board itself.

// The page's mirror is the controls' one reader; the desktop's AccessKit adapter reads egui's tree itself.
#[cfg(any(target_arch = "wasm32", test))]
mod controls;

use crate::app_state::Screen;
use crate::i18n::{Tr, tr};
use crate::narration::Narration;
use bevy::a11y::ActionRequest;
use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContexts, EguiInputSet, EguiPostUpdateSet, EguiPrimaryContextPass, PrimaryEguiContext, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, expose.run_if(in_state(Screen::Playing).or_else(in_state(Screen::Editor))));
    // Bevy's window system registers the requests; headless, nothing else would.
    app.add_message::<ActionRequest>().add_systems(
        PreUpdate,
        press_what_the_screen_reader_presses.after(EguiInputSet::ReadBevyMessages).before(EguiInputSet::WriteEguiEvents),
    );
    app.add_systems(PostUpdate, plain_names.after(EguiPostUpdateSet::EndPass).before(EguiPostUpdateSet::ProcessOutput));
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Update, (page::mirror, page::turn_accesskit_on, page::pass_presses_on))
        .add_systems(PostUpdate, page::mirror_controls.after(plain_names).before(EguiPostUpdateSet::ProcessOutput));
}

/// The triangles and marks that dress a button's words ("◀ Back", "Next ▶", "⟲ Reset", "− Slower")
/// are for the eye: a screen reader would read "black left-pointing triangle" before every "Back".
/// Each stands apart from the words, a space between.
const LEADING_DRESSING: &[&str] = &["◀ ", "▶ ", "⟲ ", "☰ ", "− ", "+ "];
const TRAILING_DRESSING: &[&str] = &[" ▶", " ▾"];

/// A control's name as a screen reader should say it: its words without the dressing at either end.
fn plain_name(label: &str) -> &str {
    let mut words = label.trim();
    if let Some(rest) = LEADING_DRESSING.iter().find_map(|mark| words.strip_prefix(mark)) {
        words = rest.trim_start();
    }
    if let Some(rest) = TRAILING_DRESSING.iter().find_map(|mark| words.strip_suffix(mark)) {
        words = rest.trim_end();
    }
    // A label that is dressing alone keeps it: a glyph read out is better than silence.
    if words.is_empty() { label } else { words }
}

/// Takes the dressing off every name in this pass's AccessKit tree, before the desktop's adapter or
/// the page's mirror reads it.
fn plain_names(mut outputs: Query<&mut bevy_egui::EguiFullOutput, With<PrimaryEguiContext>>) {
    for mut output in &mut outputs {
        let Some(update) = output.0.as_mut().and_then(|full| full.platform_output.accesskit_update.as_mut()) else { continue };
        for (_, node) in &mut update.nodes {
            if let Some(label) = node.label() {
                let plain = plain_name(label);
                if plain.len() != label.len() {
                    node.set_label(plain.to_string());
                }
            }
        }
    }
}

/// What a screen reader asks of a control — press it, focus it — reaches egui, which acts on it as on
/// a click or a Tab: on the desktop from winit's AccessKit adapter (which Bevy hands on as
/// [`ActionRequest`] messages, and bevy_egui passes to egui nowhere), in a browser from the page's
/// mirror of the controls.
fn press_what_the_screen_reader_presses(
    mut asked: MessageReader<ActionRequest>,
    primary: Single<Entity, With<PrimaryEguiContext>>,
    mut input: MessageWriter<EguiInputEvent>,
) {
    for ActionRequest(request) in asked.read() {
        info!("screen reader: {:?} on node {}", request.action, request.target_node.0);
        input.write(EguiInputEvent { context: *primary, event: egui::Event::AccessKitActionRequest(request.clone()) });
    }
}

/// The two nodes, built afresh each pass as egui's widgets are; they sit in an area that takes no room
/// and no input.
fn expose(mut contexts: EguiContexts, narration: Res<Narration>, tr: Res<Tr>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("screen-reader")).interactable(false).fixed_pos(egui::Pos2::ZERO).show(ctx, |ui| {
        let board = ui.id().with("board");
        ui.ctx().accesskit_node_builder(board, |node| {
            node.set_role(egui::accesskit::Role::Document);
            node.set_label(tr!(tr, "a11y-board"));
            node.set_description(narration.board().to_string());
        });
        let announcer = ui.id().with("announcer");
        ui.ctx().accesskit_node_builder(announcer, |node| {
            node.set_role(egui::accesskit::Role::Status);
            node.set_live(egui::accesskit::Live::Polite);
            node.set_label(narration.latest().map(|said| said.text.clone()).unwrap_or_default());
        });
    });
    Ok(())
}

/// The page's mirror of the two nodes.
#[cfg(target_arch = "wasm32")]
mod page {
    use super::*;

    /// Fills in the page's board text and live region when they change (a repeat of the same words
    /// is cleared first, so that the screen reader says it again).
    pub fn mirror(narration: Res<Narration>, tr: Res<Tr>, mut last: Local<(u64, String, String)>) {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        let label = tr!(tr, "a11y-board");
        if (narration.board(), label.as_str()) != (last.1.as_str(), last.2.as_str()) {
            if let Some(board) = document.get_element_by_id("board-text") {
                board.set_text_content(Some(narration.board()));
                let _ = board.set_attribute("aria-label", &label);
            }
            (last.1, last.2) = (narration.board().to_string(), label);
        }
        if let Some(said) = narration.latest().filter(|said| said.serial != last.0) {
            if let Some(announcer) = document.get_element_by_id("announcer") {
                announcer.set_text_content(None);
                announcer.set_text_content(Some(&said.text));
            }
            last.0 = said.serial;
        }
    }

    /// In a browser nothing asks egui for its AccessKit tree (winit has no adapter there): the page's
    /// mirror does, from the first frame.
    pub fn turn_accesskit_on(mut contexts: Query<&mut bevy_egui::EguiContext, Added<bevy_egui::PrimaryEguiContext>>) {
        for mut context in &mut contexts {
            context.get_mut().enable_accesskit();
        }
    }

    thread_local! {
        /// The nodes whose mirrors were pressed since the last frame.
        static PRESSED: std::cell::RefCell<Vec<u64>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    /// The controls as elements of `#controls`, rebuilt when they change: each a `<button>` with the
    /// control's ARIA role, name and state, out of the Tab order (the keys stay the canvas's). The
    /// control the keys move to is said in the live region.
    pub fn mirror_controls(
        outputs: Query<&bevy_egui::EguiFullOutput, With<bevy_egui::PrimaryEguiContext>>,
        tr: Res<Tr>,
        mut shown: Local<(String, u64, bool)>,
    ) {
        let Some(update) = outputs.iter().find_map(|output| output.0.as_ref()?.platform_output.accesskit_update.as_ref()) else {
            return;
        };
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        let Some(container) = document.get_element_by_id("controls") else { return };
        if !shown.2 {
            listen_for_presses(&container);
            shown.2 = true;
        }
        let (found, focus) = super::controls::controls(update);
        let signature = format!("{found:?}");
        if signature != shown.0 {
            container.set_inner_html("");
            let _ = container.set_attribute("aria-label", &tr!(tr, "a11y-controls"));
            for control in &found {
                let Ok(element) = document.create_element("button") else { continue };
                for (name, value) in attributes(control) {
                    let _ = element.set_attribute(name, &value);
                }
                element.set_text_content(Some(&control.name));
                let _ = container.append_child(&element);
            }
            shown.0 = signature;
        }
        if focus != shown.1 {
            shown.1 = focus;
            if let (Some(control), Some(announcer)) =
                (found.iter().find(|c| c.node == focus), document.get_element_by_id("announcer"))
            {
                announcer.set_text_content(Some(&super::controls::spoken(&tr, control)));
            }
        }
    }

    /// A control's mirror's attributes.
    fn attributes(control: &super::controls::Control) -> Vec<(&'static str, String)> {
        let mut attributes = vec![
            ("type", "button".to_string()),
            ("tabindex", "-1".to_string()),
            ("role", control.kind.aria_role().to_string()),
            ("data-node", control.node.to_string()),
        ];
        if let Some(checked) = control.checked {
            attributes.push(("aria-checked", checked.to_string()));
        }
        if let Some(value) = control.value {
            attributes.push(("aria-valuenow", value.to_string()));
        }
        if control.disabled {
            attributes.push(("aria-disabled", "true".to_string()));
        }
        attributes
    }

    /// One listener for every mirror: a press (a click, or Enter on it in a screen reader) notes its
    /// node.
    fn listen_for_presses(container: &web_sys::Element) {
        use wasm_bindgen::JsCast;
        let pressed = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
            let node = event
                .target()
                .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
                .and_then(|element| element.get_attribute("data-node"))
                .and_then(|node| node.parse().ok());
            if let Some(node) = node {
                PRESSED.with(|pressed| pressed.borrow_mut().push(node));
            }
        });
        let _ = container.add_event_listener_with_callback("click", pressed.as_ref().unchecked_ref());
        // The listener lives as long as the page.
        pressed.forget();
    }

    /// The presses on the mirrors are AccessKit's clicks on their nodes, as a desktop screen reader's
    /// are.
    pub fn pass_presses_on(mut asked: MessageWriter<ActionRequest>) {
        use egui::accesskit::{Action, NodeId, TreeId};
        for node in PRESSED.with(|pressed| std::mem::take(&mut *pressed.borrow_mut())) {
            let request = egui::accesskit::ActionRequest {
                action: Action::Click,
                target_tree: TreeId::ROOT,
                target_node: NodeId(node),
                data: None,
            };
            asked.write(ActionRequest(request));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::plain_name;

    #[test]
    fn names_lose_their_dressing_but_keep_their_words() {
        assert_eq!(plain_name("◀ Back"), "Back");
        assert_eq!(plain_name("Next level ▶"), "Next level");
        assert_eq!(plain_name("⟲ Reset"), "Reset");
        assert_eq!(plain_name("− Slower"), "Slower");
        assert_eq!(plain_name("New board ▾"), "New board");
        assert_eq!(plain_name("☰ 菜单"), "菜单");
        // Marks inside the words, and marks that mean something, stay.
        assert_eq!(plain_name("Car ↔"), "Car ↔");
        assert_eq!(plain_name("Ctrl + and Ctrl −"), "Ctrl + and Ctrl −");
        assert_eq!(plain_name("+1 move"), "+1 move");
        assert_eq!(plain_name("⋯"), "⋯");
        assert_eq!(plain_name("▶"), "▶");
    }
}
