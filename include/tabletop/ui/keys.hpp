#pragma once
// The program's own key codes. Characters are themselves (their byte values, as typed); the keys
// that are not characters get codes above Unicode's range. Only the terminal knows the codes curses
// uses, and it translates them into these.
namespace tabletop::ui::key {

inline constexpr int none = -1;  // no key came before the time ran out
inline constexpr int escape = 27;
inline constexpr int backspace_ascii = 127;

// The key typed with Ctrl held: Ctrl-L is 12, Ctrl-Z 26.
constexpr int ctrl(char c) { return c & 0x1f; }

inline constexpr int first_special = 0x110000;
inline constexpr int up = first_special + 1;
inline constexpr int down = first_special + 2;
inline constexpr int left = first_special + 3;
inline constexpr int right = first_special + 4;
inline constexpr int enter = first_special + 5;  // the keypad's Enter; Return is '\n' or '\r'
inline constexpr int backspace = first_special + 6;
inline constexpr int page_up = first_special + 7;
inline constexpr int page_down = first_special + 8;
inline constexpr int home = first_special + 9;
inline constexpr int end = first_special + 10;
inline constexpr int f1 = first_special + 11;
inline constexpr int resize = first_special + 12;  // the window changed size
inline constexpr int mouse = first_special + 13;   // a click or the wheel: Input says where
inline constexpr int other = first_special + 14;   // a key the program has no use for

// A key a text field takes as text: a printable character, or a byte of one typed in UTF-8.
constexpr bool is_text(int k) { return (k >= 32 && k < 127) || (k >= 128 && k < 256); }

}  // namespace tabletop::ui::key
